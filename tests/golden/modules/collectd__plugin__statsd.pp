include collectd::plugin::statsd
