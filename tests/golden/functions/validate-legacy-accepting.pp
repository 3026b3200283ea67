validate_legacy(Integer, "validate_string", 3)
notice("done")
