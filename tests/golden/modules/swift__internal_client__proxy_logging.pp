include swift::internal_client::proxy_logging
