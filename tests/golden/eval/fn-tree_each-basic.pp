{a => [1, 2]}.tree_each |$v| { notice($v) }
