include glance::key_manager::barbican
