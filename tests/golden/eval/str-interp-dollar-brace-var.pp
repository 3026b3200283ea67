$v = 'val'
notice("${v}")
notice("${$v}")
