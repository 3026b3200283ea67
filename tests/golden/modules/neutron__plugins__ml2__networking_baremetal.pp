include neutron::plugins::ml2::networking_baremetal
