notice(sort({a => 1}))
