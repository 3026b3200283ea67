include collectd::plugin::swap
