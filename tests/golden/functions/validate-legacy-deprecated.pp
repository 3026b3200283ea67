validate_legacy(Integer, "validate_re", "3", "^\\d+$")
validate_legacy(Integer, "validate_integer", "4")
notice("done")
