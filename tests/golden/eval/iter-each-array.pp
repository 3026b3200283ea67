[1, 2, 3].each |$v| { notice($v) }
