include collectd::plugin::ovs_stats
