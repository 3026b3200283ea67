include neutron::agents::metadata
