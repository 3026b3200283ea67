notice([1.5, 2.5].map |$v| { $v * 2 })
