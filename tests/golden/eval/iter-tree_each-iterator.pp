notice(Array([1, [2]].tree_each))
