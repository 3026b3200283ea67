notice([1, 2, 3, 4].reverse_each.step(2).map |$v| { $v })
