include keystone::logging
