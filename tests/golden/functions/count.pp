notice(count([1, "", undef, 2]), count([1, 1, 2], 1))
