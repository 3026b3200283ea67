include collectd::plugin::bind
