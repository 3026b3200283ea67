$a = 1
$b = $a
(1 + 2).each |$x| { notice($x) }
