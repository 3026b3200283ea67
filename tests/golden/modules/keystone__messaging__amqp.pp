include keystone::messaging::amqp
