notice(apache::pw_hash('secret'))
notice(apache::pw_hash('p@ss w0rd'))
