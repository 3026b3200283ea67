notice('a', 1, [2], {k => v}, undef, true)
