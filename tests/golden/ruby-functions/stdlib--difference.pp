notice(difference(['a', 'b', 'c'], ['b', 'c', 'd']))
notice(difference(['a', 'a', 'b'], []))
