include keystone::service
