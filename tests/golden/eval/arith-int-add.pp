notice(1 + 2)
notice(-3 + 5)
notice(0 + 0)
