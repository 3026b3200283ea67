file { '/tmp/ppx': ensure => file }
file { 'other': path => '/tmp/ppx', ensure => file }
