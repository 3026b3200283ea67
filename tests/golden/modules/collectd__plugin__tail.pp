include collectd::plugin::tail
