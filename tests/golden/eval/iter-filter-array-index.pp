notice(['a', 'b', 'c'].filter |$i, $v| { $i != 1 })
