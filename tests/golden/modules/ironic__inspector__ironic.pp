include ironic::inspector::ironic
