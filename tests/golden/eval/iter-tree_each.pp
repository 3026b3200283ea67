[1, [2, 3]].tree_each |$path, $v| { notice("${path} ${v}") }
