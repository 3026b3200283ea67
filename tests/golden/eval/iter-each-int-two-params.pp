2.each |$i, $v| { notice("${i} ${v}") }
