cron { 'newjob':
  command     => '/bin/new --flag',
  user        => 'root',
  minute      => [0, 30],
  hour        => '2-4',
  weekday     => 'mon',
  environment => ['MAILTO=ops', 'X=1'],
}
cron { 'oldjob':
  command => '/bin/old',
  user    => 'root',
  minute  => 10,
}
cron { 'gone':
  ensure => absent,
  user   => 'root',
}
cron { 'adopt':
  command => '/bin/adopt me',
  user    => 'root',
  minute  => '*/5',
}
cron { 'special':
  command => '/bin/at-boot',
  special => 'reboot',
  user    => 'nobody',
}
