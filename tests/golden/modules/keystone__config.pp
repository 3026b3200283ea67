include keystone::config
