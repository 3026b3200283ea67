include neutron::agents::ovn_metadata
