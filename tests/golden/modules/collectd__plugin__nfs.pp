include collectd::plugin::nfs
