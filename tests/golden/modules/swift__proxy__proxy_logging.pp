include swift::proxy::proxy_logging
