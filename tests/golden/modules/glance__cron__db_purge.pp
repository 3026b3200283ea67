include glance::cron::db_purge
