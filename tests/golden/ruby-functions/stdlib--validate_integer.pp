validate_integer(1)
validate_integer('42', 100)
validate_integer([1, 2, 3], 10, 0)
notice('valid')
