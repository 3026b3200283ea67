include ironic::service_catalog
