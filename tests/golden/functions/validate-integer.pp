validate_integer(1)
validate_integer("0x10", 20)
validate_integer([1, "2"], 5, 0)
validate_integer(1.5)
