include swift::proxy::dlo
