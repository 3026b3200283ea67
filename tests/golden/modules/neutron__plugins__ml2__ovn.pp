include neutron::plugins::ml2::ovn
