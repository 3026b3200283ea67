notice(is_array([1]), is_array("a"), is_string("a"), is_string("1"), is_string(1), is_hash({}), is_hash([]))
notice(is_a(1, Integer), is_a("a", Integer))
