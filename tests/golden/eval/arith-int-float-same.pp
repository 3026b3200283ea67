notice(4 / 2.0)
notice(2.0 + 2)
notice(type(2.0 + 2))
