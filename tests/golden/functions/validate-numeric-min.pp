validate_numeric(-1, "", 0)
