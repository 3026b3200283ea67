include collectd::plugin::rabbitmq
