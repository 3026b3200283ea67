include collectd::plugin::filecount
