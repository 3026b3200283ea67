notice([1, 2, 3].any |$v| { $v > 2 })
notice([1, 2, 3].any |$v| { $v > 5 })
notice([1, 2, 3].all |$v| { $v > 0 })
notice([1, 2, 3].all |$v| { $v > 1 })
