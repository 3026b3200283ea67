@@file { '/tmp/gap-exported': ensure => present, tag => 'gap' }
File <<| tag == 'gap' |>>
notice('compiled')
