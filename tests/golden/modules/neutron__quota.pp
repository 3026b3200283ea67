include neutron::quota
