include collectd::plugin::uptime
