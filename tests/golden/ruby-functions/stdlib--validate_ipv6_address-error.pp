validate_ipv6_address('192.168.0.1')
