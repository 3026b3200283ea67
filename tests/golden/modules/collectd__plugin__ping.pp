include collectd::plugin::ping
