notice(prefix("a", "b"))
