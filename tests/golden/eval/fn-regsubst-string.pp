notice(regsubst('abc', 'b', 'x'))
notice(regsubst('aaa', 'a', 'b'))
notice(regsubst('aaa', 'a', 'b', 'G'))
