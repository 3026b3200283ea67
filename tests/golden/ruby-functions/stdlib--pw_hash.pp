notice(pw_hash('password', 'sha-512', 'salt'))
notice(pw_hash('password', 'sha-256', 'salt'))
notice(pw_hash('password', 'md5', 'salt'))
notice(pw_hash('', 'sha-512', 'salt') == undef)
