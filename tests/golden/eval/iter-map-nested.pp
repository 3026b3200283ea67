notice([[1, 2], [3]].map |$a| { $a.map |$v| { $v + 1 } })
