notice(index([1, 2, 3], 2))
notice(index(['a', 'b'], 'b'))
notice("[${index([1], 9)}]")
