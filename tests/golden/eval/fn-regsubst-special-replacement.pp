notice(regsubst('a.b', '\.', '\\\\'))
notice(regsubst('abc', '(b)', '<\1\1>'))
