include neutron::plugins::ml2::vpp
