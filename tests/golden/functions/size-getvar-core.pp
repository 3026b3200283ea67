$x = {"a" => [1, 2]}
notice(size([1, 2]), getvar("x.a.1"), join([1, 2], "-"), empty(""), flatten([[1], 2]))
