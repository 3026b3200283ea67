include ironic::inspector::config
