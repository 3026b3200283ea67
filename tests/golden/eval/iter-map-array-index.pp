notice(['a', 'b'].map |$i, $v| { "${i}${v}" })
