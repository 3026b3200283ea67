$a = foo-
