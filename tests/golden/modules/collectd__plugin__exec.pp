include collectd::plugin::exec
