notice(index(5, 1))
