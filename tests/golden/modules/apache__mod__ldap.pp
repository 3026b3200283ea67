include apache::mod::ldap
