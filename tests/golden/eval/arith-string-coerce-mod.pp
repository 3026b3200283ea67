notice('7' % 3)
