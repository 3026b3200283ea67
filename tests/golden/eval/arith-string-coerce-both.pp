notice('2' * '3')
notice('10' / '4')
