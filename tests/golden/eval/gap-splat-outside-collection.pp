$x = [1, 2]
$y = *$x
notice($y)
notice(*$x)
