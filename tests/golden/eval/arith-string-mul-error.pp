notice('ab' * 2)
