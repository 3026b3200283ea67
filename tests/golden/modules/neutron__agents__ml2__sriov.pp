include neutron::agents::ml2::sriov
