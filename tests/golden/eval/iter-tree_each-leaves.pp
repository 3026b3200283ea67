[1, [2, [3]]].tree_each({include_containers => false}) |$v| { notice($v) }
