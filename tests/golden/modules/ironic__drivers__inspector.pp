include ironic::drivers::inspector
