[1, 2, 3].step(2).each |$x| { notice($x) }
notice(10.step(3).map |$x| { $x })
notice(Array([1, 2, 3, 4, 5].step(2)))
notice([1, 2, 3, 4, 5, 6].reverse_each.step(2).map |$x| { $x })
