$a = [1, 'two', 3.0, true, undef]
notice("a=${a}")
