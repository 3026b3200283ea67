notice(is_ipv4_address('192.168.0.1'))
notice(is_ipv4_address('fd00::1'))
