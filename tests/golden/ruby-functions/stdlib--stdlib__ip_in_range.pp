notice(stdlib::ip_in_range('10.10.10.53', '10.10.10.0/24'))
notice(stdlib::ip_in_range('10.10.11.53', '10.10.10.0/24'))
notice(stdlib::ip_in_range('10.10.11.53', ['10.10.10.0/24', '10.10.0.0/16']))
notice(stdlib::ip_in_range('fd00::1', 'fd00::/64'))
