validate_array([], [1])
validate_array("x")
