notice(join([1, 2, 3], '-'))
notice(join(['a', 'b']))
notice(join([]))
notice(join([1, [2, 3]], ','))
