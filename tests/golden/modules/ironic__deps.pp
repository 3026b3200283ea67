include ironic::deps
