include collectd::plugin::write_sensu
