notice([1, 2, 3, 4].partition |$v| { $v > 2 })
