notice(has_ip_network('192.0.2.0'))
notice(has_ip_network('127.0.0.0'))
notice(has_ip_network('10.0.0.0'))
