include collectd::plugin::postgresql
