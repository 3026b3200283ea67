include neutron::rootwrap
