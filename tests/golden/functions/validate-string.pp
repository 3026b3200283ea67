validate_string("a", undef)
notice("ok")
validate_string(["a"])
