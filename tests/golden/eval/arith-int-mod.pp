notice(7 % 3)
notice(6 % 3)
