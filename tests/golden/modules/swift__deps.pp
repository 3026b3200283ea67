include swift::deps
