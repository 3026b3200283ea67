$x = 1
$a = "${x + 1}"
notice($a)
