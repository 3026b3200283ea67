[$a, $b] = 5
notice($a)
