include collectd::plugin::ovs_events
