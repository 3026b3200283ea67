notice(1 in [1, 2])
notice('A' in ['a'])
notice(3 in [1, 2])
notice(1.0 in [1])
