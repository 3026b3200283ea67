notice(is_service_default('a', 'b'))
