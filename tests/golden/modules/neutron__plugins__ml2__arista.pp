include neutron::plugins::ml2::arista
