include neutron::server::notifications::ironic
