validate_numeric(1)
validate_numeric("2.5", 3)
validate_numeric([1, "2"], 5, 0)
validate_numeric(7, 5)
