$x = 1
$x += 1
notice($x)
