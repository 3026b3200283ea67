include neutron::plugins::ml2::ovs_driver
