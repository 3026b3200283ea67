notice([1, 2, 3, 4, 5].filter |$v| { $v > 1 }.map |$v| { $v * 10 }.reduce |$m, $v| { $m + $v })
