file { '__T__/app.conf':
  content => "v1\n",
  notify  => [Service['web'], Service['worker'], Service['idle'], Service['__T__/flag']],
}
# started, and enabled by the same sync; its restart is a command
service { 'web':
  ensure   => running,
  enable   => true,
  provider => ppstate,
  manifest => '__T__/web',
  restart  => "/bin/sh -c 'echo restart >> __T__/web/log'",
}
# restarted by stop and start (the service provider's restart without a command)
service { 'worker':
  ensure   => true,
  provider => ppstate,
  manifest => '__T__/worker',
}
# not running: a refresh does not restart it
service { 'idle':
  provider => ppstate,
  manifest => '__T__/idle',
}
# its start fails: the notify after it is skipped
service { 'bad':
  ensure   => running,
  provider => ppstate,
  manifest => '__T__/bad',
}
notify { 'after bad': require => Service['bad'] }
# stopped and disabled
service { 'old':
  ensure   => stopped,
  enable   => false,
  provider => ppstate,
  manifest => '__T__/old',
}
# the base provider's start and stop commands, under a module's provider
service { '__T__/flag':
  ensure   => running,
  provider => ppbase,
  start    => '/usr/bin/touch __T__/flag',
  stop     => '/bin/rm __T__/flag',
}
