validate_legacy("Stdlib::Absolutepath", "validate_absolute_path", "/tmp")
