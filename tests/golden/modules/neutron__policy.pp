include neutron::policy
