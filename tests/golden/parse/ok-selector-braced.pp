$x = 1
$y = $x ? { 1 => 'one', 2 => 'two', default => 'other' }
notice($y)
