notice(concat([1], 2, [3, [4]], "a"))
