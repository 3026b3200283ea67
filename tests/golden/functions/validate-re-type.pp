validate_re(1, "^x")
