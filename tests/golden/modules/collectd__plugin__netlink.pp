include collectd::plugin::netlink
