notice(1 < 1.5)
notice(2.5 > 2)
notice(2 >= 2.0)
notice(-0.5 < 0)
