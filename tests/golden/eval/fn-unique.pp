notice(unique([1, 2, 1, 3, 2]))
notice(unique(['a', 'A', 'a']))
notice(unique('aabbcA'))
