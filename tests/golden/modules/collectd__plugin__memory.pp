include collectd::plugin::memory
