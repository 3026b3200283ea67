include collectd::plugin::iptables
