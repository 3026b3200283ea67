notice([1, 2].map |$v| { if $v == 1 { 'one' } })
