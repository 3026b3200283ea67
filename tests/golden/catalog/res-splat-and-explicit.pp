$attrs = { 'mode' => '0700' }
file { '/tmp/d': ensure => directory, * => $attrs }
