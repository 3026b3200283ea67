notice([1, 2, 3, 4].group_by |$v| { $v % 2 })
