include collectd::plugin::zookeeper
