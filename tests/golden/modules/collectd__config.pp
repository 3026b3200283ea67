include collectd::config
