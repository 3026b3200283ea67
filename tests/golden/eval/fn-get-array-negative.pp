notice(get([1, 2, 3], '-1'))
