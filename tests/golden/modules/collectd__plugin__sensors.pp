include collectd::plugin::sensors
