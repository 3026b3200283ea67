include neutron::agents::dhcp
