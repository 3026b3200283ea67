$r = if true { $a = 1; $b = 2; $a + $b }
notice($r)
