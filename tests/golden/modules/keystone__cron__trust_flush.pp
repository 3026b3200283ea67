include keystone::cron::trust_flush
