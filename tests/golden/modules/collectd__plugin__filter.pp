include collectd::plugin::filter
