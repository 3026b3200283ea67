notice(intersection([1], "a"))
