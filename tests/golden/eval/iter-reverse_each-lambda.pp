[1, 2, 3].reverse_each |$v| { notice($v) }
