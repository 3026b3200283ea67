$x = 1
$x = 2
notice($x)
