# deprecated wrapper: prints the deprecation warning, then calls apache::pw_hash
notice(apache::apache_pw_hash('secret'))
