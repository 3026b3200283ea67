$x = [1, 2]
$a = "${x[1]}"
notice($a)
