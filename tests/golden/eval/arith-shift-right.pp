notice(256 >> 4)
notice(-8 >> 1)
notice(1 >> 70)
notice(-1 >> 70)
