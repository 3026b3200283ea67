include glance::notify::rabbitmq
