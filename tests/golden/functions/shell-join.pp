notice(shell_join(["a b", "c", "it's", 1, "$x"]))
