include collectd::plugin::uuid
