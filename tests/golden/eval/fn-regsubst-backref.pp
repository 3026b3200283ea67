notice(regsubst('john smith', '(\w+) (\w+)', '\2, \1'))
notice(regsubst('abc', 'b', '[\0]'))
