include swift::proxy::cname_lookup
