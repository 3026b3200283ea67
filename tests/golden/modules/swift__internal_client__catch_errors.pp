include swift::internal_client::catch_errors
