include glance::cron::db_purge_images_table
