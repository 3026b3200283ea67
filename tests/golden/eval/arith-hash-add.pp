notice({a => 1} + {b => 2})
notice({a => 1, b => 2} + {a => 3})
notice({b => 1, a => 2} + {c => 3, b => 4})
