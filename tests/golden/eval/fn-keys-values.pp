notice(keys({a => 1, b => 2}))
notice(values({a => 1, b => 2}))
notice(keys({}))
