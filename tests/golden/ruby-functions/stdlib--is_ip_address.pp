notice(is_ip_address('192.168.0.1'))
notice(is_ip_address('fd00::1'))
notice(is_ip_address('300.1.1.1'))
notice(is_ip_address('host.example.com'))
