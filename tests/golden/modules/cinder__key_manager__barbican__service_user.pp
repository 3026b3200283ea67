include cinder::key_manager::barbican::service_user
