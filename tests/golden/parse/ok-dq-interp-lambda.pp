$x = [1, 2]
$a = "${x.map |$v| { $v * 2 }}"
notice($a)
