notice(1 + 2.0)
notice(3 * 1.5)
notice(10 - 0.5)
notice(2 / 0.5)
