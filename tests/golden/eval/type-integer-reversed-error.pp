notice(Integer[5, 1])
notice(3 =~ Integer[5, 1])
