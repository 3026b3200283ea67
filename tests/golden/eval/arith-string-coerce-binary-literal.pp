notice('0b11' + 0)
