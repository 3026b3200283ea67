include collectd::plugin::redis
