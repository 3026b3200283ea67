include keystone::bootstrap
