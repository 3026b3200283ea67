notice(index({a => 1, b => 2}, 2))
notice(index({a => 1, b => 2}) |$v| { $v > 1 })
notice(index({a => 1, b => 2}) |$k, $v| { $k == 'a' })
