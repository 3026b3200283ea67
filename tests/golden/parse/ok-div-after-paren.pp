$a = (12) / 2 / 3
notice($a)
