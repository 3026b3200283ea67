notice('010' + 0)
