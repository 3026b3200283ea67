include collectd::plugin::csv
