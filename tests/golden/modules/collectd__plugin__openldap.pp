include collectd::plugin::openldap
