$t = 'file'
Resource[$t] { '/tmp/a': ensure => file }
