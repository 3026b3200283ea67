include collectd::plugin::perl
