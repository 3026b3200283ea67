include ironic::glance
