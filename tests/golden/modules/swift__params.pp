include swift::params
