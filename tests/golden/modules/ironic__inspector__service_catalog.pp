include ironic::inspector::service_catalog
