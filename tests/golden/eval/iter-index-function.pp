notice([10, 20, 30].index(20))
notice([10, 20, 30].index |$v| { $v > 15 })
