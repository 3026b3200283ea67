@@File['/tmp/a'] { mode => '0600' }
