define d($name, $title) { }
