$prefix = 'p'
notice([1, 2].map |$a| { ['x', 'y'].map |$b| { "${prefix}${a}${b}" } })
