include neutron::logging
