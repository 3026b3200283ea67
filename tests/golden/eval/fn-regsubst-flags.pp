notice(regsubst('Abc', 'a', 'x', 'I'))
notice(regsubst('Abc', 'a', 'x'))
notice(regsubst("a\nb", '.b', 'X', 'M'))
