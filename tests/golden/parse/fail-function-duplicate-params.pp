function f($a, $a) { }
