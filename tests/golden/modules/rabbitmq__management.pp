include rabbitmq::management
