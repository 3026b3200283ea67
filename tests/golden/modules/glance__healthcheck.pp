include glance::healthcheck
