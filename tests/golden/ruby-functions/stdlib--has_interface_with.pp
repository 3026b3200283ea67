# reads the networking facts: eth0 192.0.2.2/192.0.2.0, lo 127.0.0.1
notice(has_interface_with('lo'))
notice(has_interface_with('wlan0'))
notice(has_interface_with('ipaddress', '127.0.0.1'))
notice(has_interface_with('ipaddress', '192.0.2.2'))
notice(has_interface_with('macaddress', 'x:x:x:x:x:x'))
notice(has_interface_with('macaddress', '02:fc:00:00:00:01'))
notice(has_interface_with('network', '192.0.2.0'))
