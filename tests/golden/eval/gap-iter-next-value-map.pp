notice([1, 2, 3].map |$x| { if $x == 2 { next($x * 10) } $x })
notice({a => 1, b => 2}.map |$k, $v| { if $k == 'a' { next("skip ${k}") } "${k}=${v}" })
notice([1, 2].map |$x| { next([$x]) })
