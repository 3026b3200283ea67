include collectd::plugin::nut
