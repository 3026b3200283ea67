include cinder::key_manager::barbican
