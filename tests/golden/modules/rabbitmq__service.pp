include rabbitmq::service
