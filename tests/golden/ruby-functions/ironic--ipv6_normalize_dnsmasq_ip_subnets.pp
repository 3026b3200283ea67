# as ironic::inspector passes $dnsmasq_ip_subnets
$dnsmasq_ip_subnets = [
  { 'tag' => 'subnet1', 'ip_range' => 'fd00::10,fd00::100', 'netmask' => 'ffff:ffff:ffff:ffff::', 'gateway' => 'fd00::1' },
  { 'tag' => 'subnet2', 'ip_range' => '192.168.24.100,192.168.24.120', 'netmask' => '255.255.255.0', 'gateway' => '192.168.24.254' },
  { 'ip_range' => '192.168.25.100,192.168.25.120' },
]
notice(ipv6_normalize_dnsmasq_ip_subnets($dnsmasq_ip_subnets))
notice(ipv6_normalize_dnsmasq_ip_subnets([]))
