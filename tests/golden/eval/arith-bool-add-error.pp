notice(true + 1)
