$a = [1, 2, 3]
$b = $a.size
$c = $a.map |$x| { $x + 1 }
$d = $a.reduce(0) |$m, $x| { $m + $x }
$e = $a.filter() |$x| { $x > 1 }
$f = 'x'.upcase()
notice($b, $c, $d, $e, $f)
