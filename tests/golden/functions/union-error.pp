notice(union([1], 2))
