notice(has_key(["a"], "a"))
