include swift::config
