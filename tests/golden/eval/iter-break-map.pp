notice([1, 2, 3, 4].map |$v| { if $v == 3 { break() } $v * 10 })
