include collectd::repo
