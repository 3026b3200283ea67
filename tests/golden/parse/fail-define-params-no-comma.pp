define d($a $b) { }
