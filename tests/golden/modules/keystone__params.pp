include keystone::params
