include swift::proxy::ratelimit
