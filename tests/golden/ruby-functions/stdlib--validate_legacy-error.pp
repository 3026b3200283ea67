validate_legacy(Boolean, 'validate_bool', 'yes')
