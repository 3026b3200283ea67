notice(1.5 + 2.25)
notice(0.1 + 0.2)
notice(1.0 + 1.0)
