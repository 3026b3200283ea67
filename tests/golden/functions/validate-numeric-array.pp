validate_numeric([1, "x"])
