include collectd::plugin::battery
