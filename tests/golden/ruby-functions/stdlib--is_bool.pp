notice(is_bool(true))
notice(is_bool(false))
notice(is_bool('true'))
notice(is_bool(1))
