notice(5.5 - 0.5)
notice(0.3 - 0.1)
notice(1.0 - 3.5)
