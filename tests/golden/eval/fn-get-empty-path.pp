notice(get([1, 2], ''))
