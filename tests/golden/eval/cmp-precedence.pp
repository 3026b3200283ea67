notice((1 < 2) == true)
notice(1 == 1 == true)
notice(2 > 1 and 1 < 2)
