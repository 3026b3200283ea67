validate_numeric(1.5)
validate_numeric('42', 100)
validate_numeric([1, 2.5], 10, 0)
notice('valid')
