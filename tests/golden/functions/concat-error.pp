notice(concat("a", "b"))
