include glance::config
