notice(10 - 3)
notice(3 - 10)
notice(7 - -2)
