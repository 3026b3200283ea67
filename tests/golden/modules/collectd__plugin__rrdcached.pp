include collectd::plugin::rrdcached
