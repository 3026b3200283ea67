include neutron::agents::ml2::ovs
