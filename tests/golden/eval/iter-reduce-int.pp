notice(5.reduce |$m, $v| { $m + $v })
