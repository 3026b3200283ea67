include ironic::inspector::logging
