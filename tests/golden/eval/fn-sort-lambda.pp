notice(sort([3, 1, 2]) |$a, $b| { compare($b, $a) })
notice(sort(['bb', 'a', 'ccc']) |$a, $b| { $a.length - $b.length })
