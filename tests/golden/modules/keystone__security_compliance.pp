include keystone::security_compliance
