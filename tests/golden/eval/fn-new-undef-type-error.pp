notice(Undef('x'))
