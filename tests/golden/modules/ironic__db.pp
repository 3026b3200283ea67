include ironic::db
