include swift::storage::all
