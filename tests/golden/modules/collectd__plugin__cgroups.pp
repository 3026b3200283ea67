include collectd::plugin::cgroups
