notice(regsubst('abc', 'b', 'x', 'Z'))
