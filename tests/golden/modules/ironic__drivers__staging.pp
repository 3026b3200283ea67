include ironic::drivers::staging
