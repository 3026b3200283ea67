define d($a, *$rest) { }
