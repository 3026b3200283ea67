include nova::key_manager::barbican
