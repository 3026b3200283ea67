# as keystone::ldap_backend calls it, on a notify instead of a keystone_config
notify { 'identity/domain_specific_drivers_enabled': message => 'true' }
notice(getparam(Notify['identity/domain_specific_drivers_enabled'], 'message'))
notice(getparam(Notify['identity/domain_specific_drivers_enabled'], 'withpath'))
notice(getparam(Notify['nosuch'], 'message'))
