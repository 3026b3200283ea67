include keystone::db
