# as keystone::ldap_backend calls it
notice(bool2num(true) == 0)
notice(bool2num('false'))
notice(bool2num('yes'))
notice(bool2num(false))
