include ironic::drivers::agent
