$a = $b = 1
notice($a, $b)
$c = [$d, $e] = [3, 4]
notice($c, $d, $e)
