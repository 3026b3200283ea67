notice({a => 1, b => 2} - a)
notice({a => 1, b => 2} - [a, c])
notice({a => 1, b => 2} - {a => 5})
