notice(type(1, 'reduced'))
notice(type([1, 2], 'reduced'))
notice(type({a => [1]}, 'reduced'))
