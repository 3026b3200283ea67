include swift::internal_client
