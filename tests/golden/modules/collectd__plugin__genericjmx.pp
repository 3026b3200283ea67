include collectd::plugin::genericjmx
