notice(1.0 << 2)
