include glance::key_manager
