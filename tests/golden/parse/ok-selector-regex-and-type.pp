$x = 'abc'
$y = $x ? { /^a/ => 'a', String => 's', [1, 2] => 'l', default => 'd' }
notice($y)
