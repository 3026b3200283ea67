notice(member(["a"], 1.5))
