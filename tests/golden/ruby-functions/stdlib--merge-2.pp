# the lambda forms of its doc string
notice(['a', 'b', 'c', 'c', 'd', 'b'].merge | $hsh, $v | { { $v => $hsh[$v].lest || { 0 } + 1 } })
notice(['a', 'b', 'c', 'c', 'd', 'b', 'blah', 'blah'].merge | $hsh, $v | { if $v =~ String[1,1] { { $v => $hsh[$v].lest || { 0 } + 1 } } })
notice(['x', 'y'].merge | $hsh, $i, $v | { { $v => $i } })
notice({ 'a' => 1, 'b' => 2 }.merge | $hsh, $k, $v | { { "${k}${k}" => $v * 10 } })
