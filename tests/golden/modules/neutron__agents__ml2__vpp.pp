include neutron::agents::ml2::vpp
