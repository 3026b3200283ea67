$x = 'abc'
$a = "${x.upcase}"
notice($a)
