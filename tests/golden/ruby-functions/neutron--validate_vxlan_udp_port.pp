notice(validate_vxlan_udp_port(4789))
notice(validate_vxlan_udp_port('50000'))
