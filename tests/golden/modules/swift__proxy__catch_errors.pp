include swift::proxy::catch_errors
