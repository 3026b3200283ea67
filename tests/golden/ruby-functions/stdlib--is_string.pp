# as collectd::plugin::openvpn and collectd::plugin::perl::plugin call it
notice(is_string('/var/run/openvpn/openvpn-status.log'))
notice(is_string(['/var/run/openvpn/openvpn-status.log']))
notice(is_string('42'))
notice(is_string(42))
