notice(versioncmp('1.0.0', '1.0', true))
notice(versioncmp('1.0.0', '1.0', false))
