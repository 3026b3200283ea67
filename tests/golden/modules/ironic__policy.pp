include ironic::policy
