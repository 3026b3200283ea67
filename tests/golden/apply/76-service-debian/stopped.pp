service { 'ppsvc': ensure => stopped, path => '__T__/init', status => 'test -f __T__/running' }
