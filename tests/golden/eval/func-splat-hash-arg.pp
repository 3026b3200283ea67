notice([*{a => 1, b => 2}])
notice([0, *[1, 2], 3])
notice([*undef])
