include collectd::plugin::rrdtool
