$x = 1
$a = "value $x here"
notice($a)
