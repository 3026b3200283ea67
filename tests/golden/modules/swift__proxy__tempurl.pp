include swift::proxy::tempurl
