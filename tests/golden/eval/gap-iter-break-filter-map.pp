notice([1, 2, 3, 4].filter |$x| { if $x == 3 { break() } $x % 2 == 0 })
notice([1, 2, 3].reduce |$m, $x| { if $x == 3 { break() } $m + $x })
notice({a => 1, b => 2, c => 3}.map |$k, $v| { if $k == 'b' { break() } $v })
notice({a => 1, b => 2, c => 3}.each |$k, $v| { if $k == 'b' { break() } notice($k) })
