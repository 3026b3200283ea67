File['/tmp/nope'] { mode => '0600' }
