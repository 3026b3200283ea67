validate_integer(9, 5)
