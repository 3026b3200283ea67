notice([1, 2, 3].map |$v| { $v * 2 })
