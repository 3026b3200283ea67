include swift::storage::loopbacks
