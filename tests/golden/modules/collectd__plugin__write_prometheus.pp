include collectd::plugin::write_prometheus
