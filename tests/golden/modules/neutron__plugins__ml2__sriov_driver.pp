include neutron::plugins::ml2::sriov_driver
