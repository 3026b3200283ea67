include neutron::plugins::ml2::cisco::vts
