notice(Integer[1, 2, 3])
