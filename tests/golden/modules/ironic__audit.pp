include ironic::audit
