include nova::config
