validate_ipv4_address('192.168.0.1', '10.0.0.1')
notice('valid')
