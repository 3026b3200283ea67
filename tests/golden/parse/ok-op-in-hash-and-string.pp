$a = 'k' in { 'k' => 1 }
$b = 'bc' in 'abcd'
notice($a, $b)
