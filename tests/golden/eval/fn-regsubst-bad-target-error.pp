notice(regsubst(1, 'b', 'x'))
