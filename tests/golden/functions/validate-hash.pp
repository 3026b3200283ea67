validate_hash({})
validate_hash(undef)
