include collectd::plugin::load
