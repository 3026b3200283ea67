$factor = 3
$f = [1, 2].map |$v| { $v * $factor }
notice($f)
