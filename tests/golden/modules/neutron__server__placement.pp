include neutron::server::placement
