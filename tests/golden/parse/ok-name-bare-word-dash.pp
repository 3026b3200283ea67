$a = foo-bar
notice($a)
