include ironic::inspector::client
