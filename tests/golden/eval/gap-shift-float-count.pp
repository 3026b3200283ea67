notice(8 >> 1.5)
