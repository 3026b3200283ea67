$a = [1, 2, 3]
notice($a.reverse_each.map |$x| { $x * 10 })
notice(Array($a.reverse_each))
notice($a.reverse_each.filter |$x| { $x > 1 })
notice($a.reverse_each.reduce |$m, $x| { "${m}${x}" })
notice('abc'.reverse_each.map |$c| { $c })
$it = $a.reverse_each
notice($it.map |$x| { $x })
notice($it.map |$x| { $x })
