notice([1, 2, 3, 4].filter |$v| { $v % 2 == 0 })
