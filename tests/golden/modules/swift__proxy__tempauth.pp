include swift::proxy::tempauth
