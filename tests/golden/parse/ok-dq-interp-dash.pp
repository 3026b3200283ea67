$foo = 'x'
$a = "$foo-bar"
notice($a)
