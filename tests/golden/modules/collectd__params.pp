include collectd::params
