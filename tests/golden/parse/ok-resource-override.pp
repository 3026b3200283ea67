file { '/tmp/a': }
File['/tmp/a'] { mode => '0600' }
File['/tmp/a'] { require +> File['/tmp'] }
