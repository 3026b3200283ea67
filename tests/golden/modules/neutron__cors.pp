include neutron::cors
