include cinder::key_manager
