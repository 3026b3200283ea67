include sysctl::base
