[1].tree_each({order => sideways}) |$v| { notice($v) }
