include collectd::plugin::conntrack
