include collectd::plugin::write_log
