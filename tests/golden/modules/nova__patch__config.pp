include nova::patch::config
