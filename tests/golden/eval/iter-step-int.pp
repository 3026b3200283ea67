notice(10.step(4).map |$v| { $v })
