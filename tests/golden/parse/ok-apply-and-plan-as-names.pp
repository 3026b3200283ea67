$x = apply
$y = plan
notice($x, $y)
