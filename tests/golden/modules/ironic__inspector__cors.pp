include ironic::inspector::cors
