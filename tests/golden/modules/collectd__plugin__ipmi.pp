include collectd::plugin::ipmi
