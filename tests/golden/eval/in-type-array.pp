notice(Integer in ['a', 1])
notice(String in [1, 2])
notice(Array in [[1]])
