include collectd::plugin::unixsock
