include neutron::plugins::ml2::opendaylight
