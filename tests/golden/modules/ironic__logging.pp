include ironic::logging
