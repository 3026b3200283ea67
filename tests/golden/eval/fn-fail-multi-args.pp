fail('one', 2, [3])
