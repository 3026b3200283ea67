[$a, [$b, $c]] = [1, {b => 2, c => 3}]
notice($a, $b, $c)
