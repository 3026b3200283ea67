notice([1, 2, 3].map |$v| { if $v == 2 { next() } $v })
