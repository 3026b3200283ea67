include neutron::agents::vpnaas
