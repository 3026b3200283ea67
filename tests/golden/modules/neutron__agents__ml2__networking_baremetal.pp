include neutron::agents::ml2::networking_baremetal
