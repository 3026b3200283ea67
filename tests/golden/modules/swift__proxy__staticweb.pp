include swift::proxy::staticweb
