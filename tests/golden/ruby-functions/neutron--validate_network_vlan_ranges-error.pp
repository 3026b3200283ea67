validate_network_vlan_ranges(['physnet1:1000:5000'])
