notice(1 << 62)
notice(1 << 63)
