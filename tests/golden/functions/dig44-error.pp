notice(dig44("a", ["x"]))
