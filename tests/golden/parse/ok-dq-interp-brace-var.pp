$x = 1
$a = "${x}"
notice($a)
