include ironic::cors
