include swift::auth_file
