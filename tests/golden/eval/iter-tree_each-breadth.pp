[1, [2, [3]]].tree_each({order => breadth_first}) |$path, $v| { notice("${path} ${v}") }
