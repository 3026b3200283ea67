notice(apache_pw_hash('secret'))
