include swift::storage
