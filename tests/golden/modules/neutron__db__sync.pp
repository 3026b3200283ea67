include neutron::db::sync
