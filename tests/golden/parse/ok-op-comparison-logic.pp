$a = 1
$b = $a == 1 and $a != 2 or !($a < 0) and $a <= 1 and $a > 0 and $a >= 1
$c = 'x' in ['x', 'y']
notice($b, $c)
