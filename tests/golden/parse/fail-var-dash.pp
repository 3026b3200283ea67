$foo-bar = 1
