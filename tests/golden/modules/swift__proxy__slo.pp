include swift::proxy::slo
