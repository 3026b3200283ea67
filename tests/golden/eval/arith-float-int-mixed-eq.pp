notice(2.0 == 2)
notice(2.5 == 2)
notice(0.1 + 0.2 == 0.3)
