notice(10.reverse_each.step(3).map |$v| { $v })
