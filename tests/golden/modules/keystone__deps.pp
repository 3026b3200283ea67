include keystone::deps
