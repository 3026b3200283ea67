$a = [1, 2]
notice(1 in $a and 2 in $a)
notice(!(3 in $a))
