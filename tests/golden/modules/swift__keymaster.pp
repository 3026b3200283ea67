include swift::keymaster
