{a => 1, b => 2}.each |$k, $v| { notice("${k}=${v}") }
