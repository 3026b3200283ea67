class a($x, $x) { }
define b($y, $y) { }
