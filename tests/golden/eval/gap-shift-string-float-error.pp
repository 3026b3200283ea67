notice('4.0' << 1)
