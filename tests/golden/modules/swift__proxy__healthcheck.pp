include swift::proxy::healthcheck
