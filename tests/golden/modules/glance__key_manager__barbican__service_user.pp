include glance::key_manager::barbican::service_user
