notice(each({a => 1}) |$k, $v| { 'ignored' })
