include neutron::params
