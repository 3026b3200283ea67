include collectd::plugin::vmem
