validate_integer(200, 100)
