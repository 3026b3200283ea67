notice(Hash([[a, 1], [b, 2]]))
notice(Hash([a, 1, b, 2]))
notice(Hash({a => 1}))
notice(Hash([]))
