include neutron::config
