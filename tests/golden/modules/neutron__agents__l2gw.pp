include neutron::agents::l2gw
