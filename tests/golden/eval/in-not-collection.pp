notice('a' in 5)
