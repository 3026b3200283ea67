# as neutron::plugins::ovs::opendaylight calls it
notice(convert_to_json_string(['local', 'flat', 'vlan', 'gre', 'vxlan']))
notice(convert_to_json_string(['physnet1:br-ex', 'physnet2:br-vlan']))
notice(convert_to_json_string('physnet1:br-ex'))
notice(convert_to_json_string({ 'a' => 1 }))
