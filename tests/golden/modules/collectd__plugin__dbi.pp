include collectd::plugin::dbi
