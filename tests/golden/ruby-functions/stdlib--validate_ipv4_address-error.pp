validate_ipv4_address('fd00::1')
