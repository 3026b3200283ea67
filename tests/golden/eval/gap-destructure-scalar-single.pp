[$a] = 1
notice($a)
