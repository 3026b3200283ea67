include swift::proxy::bulk
