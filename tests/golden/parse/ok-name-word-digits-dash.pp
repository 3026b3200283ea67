$a = foo-1-bar_2
notice($a)
