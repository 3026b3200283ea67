include keystone::db::mysql
