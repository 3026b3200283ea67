include collectd::plugin::protocols
