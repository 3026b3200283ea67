notice(is_service_default('<SERVICE DEFAULT>'))
notice(is_service_default('secret'))
notice(is_service_default(undef))
notice(is_service_default(['<SERVICE DEFAULT>']))
