include neutron::plugins::ml2::arista::l3
