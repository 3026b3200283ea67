include neutron::agents::ml2::mlnx
