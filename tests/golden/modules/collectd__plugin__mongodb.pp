include collectd::plugin::mongodb
