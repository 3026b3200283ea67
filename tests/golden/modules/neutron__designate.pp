include neutron::designate
