file { '/tmp/o': ensure => file }
File['/tmp/o'] { mode => '0600', owner => 'root' }
