notice(max('aaa', 'b', 'cc') |$a, $b| { compare($a.length, $b.length) })
