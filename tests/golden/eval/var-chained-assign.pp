$x = $y = 5
notice($x, $y)
