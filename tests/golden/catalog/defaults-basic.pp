File { mode => '0644' }
file { '/tmp/a': ensure => file }
file { '/tmp/b': ensure => file, mode => '0600' }
