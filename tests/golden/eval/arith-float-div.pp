notice(7.0 / 2)
notice(1 / 3.0)
notice(-7.0 / 2)
notice(6.0 / 2)
