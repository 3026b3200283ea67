# as apache::vhost and rabbitmq::install::rabbitmqadmin call it
notice(enclose_ipv6('fd00::1'))
notice(enclose_ipv6('192.168.0.1'))
notice(join(enclose_ipv6(any2array(['::1', '127.0.0.1', '[fd00::2]', '*'])), ','))
