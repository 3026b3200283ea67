include collectd::plugin::write_graphite
