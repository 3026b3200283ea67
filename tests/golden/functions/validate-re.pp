validate_re("abc", "^a")
validate_re("abc", ["^x", "c$"])
validate_re("abc", "^x", "custom message")
