include neutron::db
