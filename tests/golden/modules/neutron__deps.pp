include neutron::deps
