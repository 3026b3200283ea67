include neutron::agents::bgp_dragent
