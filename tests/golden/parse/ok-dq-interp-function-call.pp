$x = 'abc'
$a = "${upcase($x)}"
notice($a)
