validate_ipv6_address('fd00::1', '::1')
notice('valid')
