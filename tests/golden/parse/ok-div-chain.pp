$a = 12
$b = $a / 2 / 3
notice($b)
