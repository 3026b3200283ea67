notice(1 - 2 + 3)
notice(2 * 3 / 4)
notice(2 * (3 / 4))
notice(2.0 * 3 / 4)
