include swift::proxy::domain_remap
