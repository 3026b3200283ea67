notice(default + 1)
