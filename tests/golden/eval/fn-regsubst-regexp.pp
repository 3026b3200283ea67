notice(regsubst('a1b2', /\d/, '#', 'G'))
notice(regsubst('path/to/file', /\//, '::', 'G'))
