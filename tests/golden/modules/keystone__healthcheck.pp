include keystone::healthcheck
