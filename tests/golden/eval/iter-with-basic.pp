notice(with(1, 2) |$a, $b| { $a + $b })
