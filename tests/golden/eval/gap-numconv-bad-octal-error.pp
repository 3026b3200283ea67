notice('08' + 0)
