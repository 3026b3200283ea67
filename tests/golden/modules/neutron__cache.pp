include neutron::cache
