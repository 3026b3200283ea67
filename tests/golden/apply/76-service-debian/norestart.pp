file { '__T__/conf': content => "v1\n", notify => Service['ppsvc'] }
service { 'ppsvc':
  ensure => running,
  path   => ['__T__/nothere', '__T__/conf', '__T__/init'],
  status => 'test -f __T__/running',
}
service { 'nosuch': ensure => running, path => '__T__/init', status => 'false' }
