include collectd::plugin::zfs_arc
