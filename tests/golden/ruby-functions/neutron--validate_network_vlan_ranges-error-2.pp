validate_network_vlan_ranges(['physnet1:2000:1000'])
