notice(member(["a", "b"], "a"), member(["a", "b"], ["a", "b"]), member(["a"], "c"), member([1, 2], 1), member(["A"], "a"))
