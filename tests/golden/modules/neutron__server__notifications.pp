include neutron::server::notifications
