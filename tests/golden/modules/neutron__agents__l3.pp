include neutron::agents::l3
