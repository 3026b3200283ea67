cron { 'job':
  command => '/bin/true',
  minute  => 5,
}
notify { 'after':
  require => Cron['job'],
}
notify { 'independent': }
