include neutron::plugins::ml2::mellanox
