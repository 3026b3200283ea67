$r = [1, 2, 3].each |$x| { if $x == 2 { next() } notice($x) }
notice($r)
notice(with(1) |$x| { next($x + 5); 99 })
