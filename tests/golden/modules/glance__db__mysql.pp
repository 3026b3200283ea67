include glance::db::mysql
