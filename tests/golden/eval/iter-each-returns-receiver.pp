$r = [1, 2].each |$v| { $v * 10 }
notice($r)
