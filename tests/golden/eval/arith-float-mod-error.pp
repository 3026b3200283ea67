notice(7 % 2)
notice(7.5 % 2)
