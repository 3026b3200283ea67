notice(1 << 3)
notice(5 << 0)
notice(-1 << 4)
