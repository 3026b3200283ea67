include neutron::plugins::ml2::nuage
