notice(sum([1, 2]))
