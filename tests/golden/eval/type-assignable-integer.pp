notice(Integer[1, 2] < Integer)
notice(Integer[1, 2] <= Integer[1, 2])
notice(Integer[1, 20] < Integer[1, 10])
notice(Integer[5, 6] < Integer[1, 10])
