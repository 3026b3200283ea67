file { '/tmp/c': ensure => file }
service { 'svc': ensure => running }
File['/tmp/c'] ~> Service['svc']
