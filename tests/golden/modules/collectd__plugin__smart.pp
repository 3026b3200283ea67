include collectd::plugin::smart
