include swift::proxy::container_sync
