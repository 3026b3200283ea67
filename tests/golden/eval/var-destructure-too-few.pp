[$a, $b, $c] = [1, 2]
notice($a)
