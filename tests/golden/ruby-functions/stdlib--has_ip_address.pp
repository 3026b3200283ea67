notice(has_ip_address('192.0.2.2'))
notice(has_ip_address('127.0.0.1'))
notice(has_ip_address('10.1.1.1'))
