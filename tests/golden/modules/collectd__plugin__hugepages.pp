include collectd::plugin::hugepages
