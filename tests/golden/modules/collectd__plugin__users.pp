include collectd::plugin::users
