notice(is_ipv6_address('fd00::1'))
notice(is_ipv6_address('192.168.0.1'))
