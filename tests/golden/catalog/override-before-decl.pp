File['/tmp/o'] { mode => '0600' }
file { '/tmp/o': ensure => file }
