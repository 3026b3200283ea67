[1, [2]].tree_each({include_root => false}) |$path, $v| { notice("${path} ${v}") }
