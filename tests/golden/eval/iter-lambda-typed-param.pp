notice([1, 2].map |Integer $v| { $v + 1 })
