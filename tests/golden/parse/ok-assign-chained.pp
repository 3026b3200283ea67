$a = $b = 1
notice($a, $b)
