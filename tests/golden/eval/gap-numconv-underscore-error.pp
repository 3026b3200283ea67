notice('1_000' + 0)
