include nova::db::mysql_api
