notice(9 < '10')
