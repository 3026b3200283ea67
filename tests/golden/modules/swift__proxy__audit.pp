include swift::proxy::audit
