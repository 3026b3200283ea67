$_under = 1
$with_digits9 = 2
$x9_y = 3
notice($_under, $with_digits9, $x9_y)
