notice(flatten({a => [1]}))
