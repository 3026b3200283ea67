include swift::proxy::container_quotas
