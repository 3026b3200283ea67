notice(type(1, 'generalized'))
notice(type('abc', 'generalized'))
notice(type([1, 'a'], 'generalized'))
notice(type({a => 1}, 'generalized'))
