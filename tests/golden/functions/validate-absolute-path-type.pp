validate_absolute_path(1)
