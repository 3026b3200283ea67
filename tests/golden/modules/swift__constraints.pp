include swift::constraints
