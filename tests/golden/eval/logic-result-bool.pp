notice(1 and 'a')
notice(undef or 0)
notice(type(1 and 2))
