notice(type(7 / 2))
notice(type(7.0 / 2))
notice(type(2 * 1.0))
