notice(fqdn_rand_string(0))
