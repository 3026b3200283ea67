include collectd::plugin::disk
