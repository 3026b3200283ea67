include collectd::plugin::nginx
