include collectd::plugin::lvm
