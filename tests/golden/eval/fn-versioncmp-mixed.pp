notice(versioncmp('1.2a', '1.2b'))
notice(versioncmp('1.2-rc1', '1.2'))
notice(versioncmp('1.10', '1.9'))
