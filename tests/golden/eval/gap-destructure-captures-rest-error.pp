[$a, *$b] = [1, 2, 3]
notice($a, $b)
