file { 'other': path => '/tmp/ppx', ensure => file }
file { '/tmp/ppx': ensure => file }
