notice(3.reverse_each.map |$v| { $v })
