$x = 1
$a = '${x} and $x'
notice($a)
