include ironic::nova
