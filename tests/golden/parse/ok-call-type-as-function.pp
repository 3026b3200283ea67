$a = Integer('10')
$b = Array[Integer]([1])
notice($a, $b)
