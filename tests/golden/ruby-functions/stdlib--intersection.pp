notice(intersection(['a', 'b', 'c'], ['b', 'c', 'd']))
notice(intersection(['a', 'b', 'c'], [1, 2, 3, 4]))
