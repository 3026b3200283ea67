notice(os_version_gte("Debian", "11"), os_version_gte("Debian", "13"), os_version_gte("Ubuntu", "1"))
