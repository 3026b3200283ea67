notice(suffix(["a"], 1))
