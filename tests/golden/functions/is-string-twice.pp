notice(is_string("a"), is_string("b"))
