include collectd::plugin::chain
