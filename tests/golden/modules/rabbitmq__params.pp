include rabbitmq::params
