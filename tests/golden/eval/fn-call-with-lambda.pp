notice(call('map', [1, 2]) |$v| { $v * 3 })
