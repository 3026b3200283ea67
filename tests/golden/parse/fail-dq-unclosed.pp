$a = "abc
notice($a)
