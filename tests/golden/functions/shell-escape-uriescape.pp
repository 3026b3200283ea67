notice(shell_escape("a b"), shell_escape(""), shell_escape(["x"]))
notice(uriescape("http://x.org/a b?c=é&d=[1]"), uriescape(["a b", 1]))
