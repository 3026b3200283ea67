include neutron::agents::ml2::macvtap
