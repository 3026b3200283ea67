$a = [1, 2]
$b = $a[1]
notice($b)
