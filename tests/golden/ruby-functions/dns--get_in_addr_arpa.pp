notice(get_in_addr_arpa('192.168.1'))
notice(get_in_addr_arpa('10.0.2.15'))
