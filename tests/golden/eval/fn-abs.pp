notice(abs(-5))
notice(abs(5))
notice(abs(-1.5))
notice(abs(0))
