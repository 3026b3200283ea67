$a = !true
$b = - 5
$c = -(1 + 2)
notice($a, $b, $c)
