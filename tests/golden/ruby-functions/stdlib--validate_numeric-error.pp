validate_numeric('abc')
