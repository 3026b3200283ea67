include swift::proxy::versioned_writes
