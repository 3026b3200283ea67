$h = {a => 1, b => 2}
notice([0, *$h])
notice([*{}])
