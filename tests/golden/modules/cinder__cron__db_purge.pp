include cinder::cron::db_purge
