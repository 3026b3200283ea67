include ironic::config
