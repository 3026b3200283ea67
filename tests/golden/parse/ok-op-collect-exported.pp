@@file { '/tmp/x': ensure => file, tag => 'x' }
File <<| tag == 'x' |>>
