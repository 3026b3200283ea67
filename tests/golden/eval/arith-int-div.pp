notice(7 / 2)
notice(8 / 2)
notice(1 / 3)
