include ironic::inspector::policy
