include ironic::inspector::healthcheck
