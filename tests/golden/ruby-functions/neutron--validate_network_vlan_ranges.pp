# as neutron::plugins::ml2::type_driver calls it
notice(validate_network_vlan_ranges(['physnet1:1000:2999', 'physnet2']))
notice(validate_network_vlan_ranges('physnet1:1:4094'))
