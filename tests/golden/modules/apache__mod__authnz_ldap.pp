include apache::mod::authnz_ldap
