$a = 'abc'
$b = $a =~ /b/
$c = $a !~ /z/
$d = $a =~ String
notice($b, $c, $d)
