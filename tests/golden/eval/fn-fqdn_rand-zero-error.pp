notice(fqdn_rand('none'))
