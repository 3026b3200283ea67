include collectd::repo::debian
