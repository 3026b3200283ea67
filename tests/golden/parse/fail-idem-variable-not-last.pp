$x = 1
$x
notice($x)
