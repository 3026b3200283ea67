$a = 'A'
$b = 'B'
notice("${a}${b}")
notice("$a$b")
notice("${a}text$b.txt")
