file { "__T__/app.conf":
  content => 'v2',
  notify  => Service['fakesvc'],
}
service { 'fakesvc':
  ensure   => running,
  provider => base,
  binary   => '/bin/true',
  start    => "/bin/sh -c 'touch __T__/running; echo start >> __T__/log'",
  stop     => "/bin/sh -c 'rm -f __T__/running; echo stop >> __T__/log'",
  status   => "/usr/bin/test -f __T__/running",
  restart  => "/bin/sh -c 'echo restart >> __T__/log'",
}
