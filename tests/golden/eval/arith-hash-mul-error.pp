notice({a => 1} * 2)
