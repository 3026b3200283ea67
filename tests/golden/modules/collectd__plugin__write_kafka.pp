include collectd::plugin::write_kafka
