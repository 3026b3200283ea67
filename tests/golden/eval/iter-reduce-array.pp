notice([1, 2, 3, 4].reduce |$memo, $v| { $memo + $v })
