notice(1 in '123')
