include collectd::plugin::threshold
