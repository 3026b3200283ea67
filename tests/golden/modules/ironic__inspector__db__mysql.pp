include ironic::inspector::db::mysql
