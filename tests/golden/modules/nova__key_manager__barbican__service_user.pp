include nova::key_manager::barbican::service_user
