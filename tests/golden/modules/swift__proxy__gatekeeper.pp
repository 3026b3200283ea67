include swift::proxy::gatekeeper
