notice(pw_hash('password', 'sha-1024', 'salt'))
