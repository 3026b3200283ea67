include collectd::plugin::interface
