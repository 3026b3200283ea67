include collectd::plugin::fscache
