notice(union(['a', 'b', 'c'], ['b', 'c', 'd']))
notice(union(['a'], ['b'], ['a', 'c']))
