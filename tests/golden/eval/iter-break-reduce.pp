notice([1, 2, 3, 4].reduce |$m, $v| { if $v == 3 { break() } $m + $v })
