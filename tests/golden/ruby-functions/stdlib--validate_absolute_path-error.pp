validate_absolute_path('relative/path')
