$a = [1, 2, 3, 4]
$b = $a[1, 2]
$c = Integer[1, 10]
notice($b, $c)
