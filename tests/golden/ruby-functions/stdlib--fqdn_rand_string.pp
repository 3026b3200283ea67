# seeded by the fqdn fact (oracle.example.com)
notice(fqdn_rand_string(10))
notice(fqdn_rand_string(10, 'ABCDEF!@$%^'))
notice(fqdn_rand_string(10, undef, 'custom seed'))
