include neutron::server::notifications::nova
