notice(values_at(["a", "b", "c", "d"], [0, "1-2"]), values_at([1, 2, 3], "0...2"), values_at([1, undef, 3], [0, 1]))
