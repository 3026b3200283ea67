include ironic::inspector::db::sync
