include ironic::db::mysql
