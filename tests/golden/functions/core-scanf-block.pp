# the block gets the array of converted values; its result is scanf's
notice(scanf('42', '%i') |$x| { $x[0] * 2 })
notice(scanf('x', '%i') |$x| { $x =~ Array[Integer, 1] })
notice(scanf('4 5', '%d %d') |$a| { $a.reduce |$s, $v| { $s + $v } })
