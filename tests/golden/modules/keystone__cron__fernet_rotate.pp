include keystone::cron::fernet_rotate
