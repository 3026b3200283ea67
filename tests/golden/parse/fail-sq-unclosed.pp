$a = 'abc
notice($a)
