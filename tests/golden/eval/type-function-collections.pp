notice(type([1, 'a']))
notice(type({a => 1}))
notice(type([]))
notice(type({}))
