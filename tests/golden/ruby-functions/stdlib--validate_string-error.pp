validate_string(['a'])
