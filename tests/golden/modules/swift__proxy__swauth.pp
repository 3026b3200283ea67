include swift::proxy::swauth
