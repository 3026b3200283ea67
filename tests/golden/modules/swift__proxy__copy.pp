include swift::proxy::copy
