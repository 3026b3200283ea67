$x = 'abc'
$y = $x !~ /^z/
notice($y)
