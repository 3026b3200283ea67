$v = 'outer'
[1].each |$v| { notice("inner ${v}") }
notice("outer ${v}")
