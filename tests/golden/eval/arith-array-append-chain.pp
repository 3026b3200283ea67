$a = [1]
$b = $a << 2 << 3
notice($a)
notice($b)
