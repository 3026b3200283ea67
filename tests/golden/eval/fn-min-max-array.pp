notice(min([3, 1, 2]))
notice(max(['x', 'y']))
