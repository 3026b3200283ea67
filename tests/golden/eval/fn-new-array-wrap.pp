notice(Array({a => 1}, true))
notice(Array([1], true))
notice(Array(Integer[1, 3]))
