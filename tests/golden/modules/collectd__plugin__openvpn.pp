include collectd::plugin::openvpn
