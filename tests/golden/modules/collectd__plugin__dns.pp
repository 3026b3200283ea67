include collectd::plugin::dns
