include collectd::plugin::write_tsdb
