notice(min(1, 2, 3))
notice(max(1, 2, 3))
notice(min(2.5, 1))
notice(max(-1, -1.5))
