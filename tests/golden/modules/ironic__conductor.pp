include ironic::conductor
