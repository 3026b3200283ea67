$x = 1
$y = "two"
notice($x, $y)
