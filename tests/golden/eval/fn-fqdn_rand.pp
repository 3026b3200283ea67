notice(fqdn_rand(100))
notice(fqdn_rand(100, 'seed'))
notice(fqdn_rand(100) == fqdn_rand(100))
