include cinder::db::mysql
