notice(type(1, 'bogus'))
