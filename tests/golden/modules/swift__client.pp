include swift::client
