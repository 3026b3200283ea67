include collectd::plugin::processes
