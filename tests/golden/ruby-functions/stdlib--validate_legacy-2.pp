# accepted by the old validate_integer, rejected by the new type: a warning
validate_legacy(Integer, 'validate_integer', '42')
notice('accepted')
