notice({a => 1, b => 2}.any |$k, $v| { $v == 2 })
notice({a => 1, b => 2}.all |$p| { $p[1] > 0 })
