include keystone::cors
