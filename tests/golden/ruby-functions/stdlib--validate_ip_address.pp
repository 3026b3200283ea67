validate_ip_address('192.168.0.1')
validate_ip_address('fd00::1', '10.0.0.1')
notice('valid')
