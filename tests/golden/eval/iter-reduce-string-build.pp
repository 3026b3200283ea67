notice(['a', 'b', 'c'].reduce('') |$m, $v| { "${m}${v}" })
