file { '/tmp/x': ensure => file, mode => '0640' }
notify { "mode ${File['/tmp/x']['mode']}": }
