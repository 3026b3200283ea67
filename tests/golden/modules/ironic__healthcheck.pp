include ironic::healthcheck
