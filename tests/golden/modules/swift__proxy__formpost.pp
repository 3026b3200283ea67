include swift::proxy::formpost
