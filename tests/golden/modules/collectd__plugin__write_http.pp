include collectd::plugin::write_http
