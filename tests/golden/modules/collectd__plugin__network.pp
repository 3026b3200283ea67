include collectd::plugin::network
