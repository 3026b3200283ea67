$x = 1
$y = $x ? 1 => 'one'
notice($y)
