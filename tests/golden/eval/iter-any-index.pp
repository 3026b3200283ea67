notice(['a', 'b'].any |$i, $v| { $i == 1 and $v == 'b' })
