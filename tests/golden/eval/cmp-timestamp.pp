$a = Timestamp('2020-01-01T00:00:00Z')
$b = Timestamp('2021-01-01T00:00:00Z')
notice($a < $b)
notice($a == $a)
