# seeded by the fqdn fact (oracle.example.com)
notice(fqdn_rotate(['a', 'b', 'c', 'd']))
notice(fqdn_rotate('abcd'))
notice(fqdn_rotate([1, 2, 3, 4, 5], 'custom seed'))
