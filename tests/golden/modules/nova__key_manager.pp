include nova::key_manager
