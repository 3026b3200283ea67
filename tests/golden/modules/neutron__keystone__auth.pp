include neutron::keystone::auth
