notice('1e3' + 0)
