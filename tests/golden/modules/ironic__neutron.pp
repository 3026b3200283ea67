include ironic::neutron
