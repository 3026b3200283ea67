include neutron::plugins::ml2
