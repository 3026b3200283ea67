notice(7 % 2.0)
