include neutron::services::l2gw
