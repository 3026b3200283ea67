notice(index(['x', 'yy', 'zzz']) |$v| { $v.length > 1 })
notice(index(['x', 'yy']) |$i, $v| { $i == 1 })
