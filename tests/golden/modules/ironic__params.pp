include ironic::params
