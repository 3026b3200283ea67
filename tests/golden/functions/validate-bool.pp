validate_bool(true, false)
validate_bool("true")
