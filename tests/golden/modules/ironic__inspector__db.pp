include ironic::inspector::db
