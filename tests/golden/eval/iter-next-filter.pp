notice([1, 2, 3].filter |$v| { if $v == 1 { next(true) } false })
