file { 'conf': path => '/tmp/ppconf', ensure => file }
notify { 'a': require => File['/tmp/ppconf'] }
notify { 'b': alias => 'bee' }
notify { 'c': before => Notify['bee'] }
