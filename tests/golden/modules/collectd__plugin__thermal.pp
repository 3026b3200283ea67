include collectd::plugin::thermal
