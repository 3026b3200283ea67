notice(2.5 * 4)
notice(0.1 * 3)
notice(1.5 * 1.5)
