include nova::cron::archive_deleted_rows
