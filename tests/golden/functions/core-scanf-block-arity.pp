notice(scanf('4 5', '%d %d') |$a, $b| { $a })
