notice(is_mac_address('02:fc:00:00:00:01'))
notice(is_mac_address('02:fc:00:00:00'))
