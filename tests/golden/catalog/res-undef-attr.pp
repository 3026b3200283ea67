notify { 'a': message => undef }
file { '/tmp/x': ensure => file, owner => undef }
