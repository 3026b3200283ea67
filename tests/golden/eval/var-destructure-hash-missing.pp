[$a, $z] = {a => 1}
notice($a)
