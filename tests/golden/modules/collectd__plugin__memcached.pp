include collectd::plugin::memcached
