@file { '/tmp/a': ensure => file }
@user { ['a', 'b']: }
