include nova::db::mysql
