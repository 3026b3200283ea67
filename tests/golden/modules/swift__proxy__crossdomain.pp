include swift::proxy::crossdomain
