# mount: absent on a mounted entry (umount, then the line goes), an entry without dump and pass (their
# defaults never get written while it is unmounted), trailing slashes and extra columns (rolled up into
# pass), a swap mount point mounted without remounting on refresh
mount { '/mnt/a':
  ensure => absent,
  target => "__T__/fstab",
}
mount { '/mnt/b':
  ensure => unmounted,
  device => '/dev/b',
  fstype => 'ext4',
  target => "__T__/fstab",
}
mount { '/mnt/c/':
  ensure  => defined,
  options => 'ro',
  target  => "__T__/fstab",
}
mount { '/mnt/d':
  ensure   => mounted,
  device   => 'x',
  fstype   => 'swap',
  remounts => false,
  target   => "__T__/fstab",
}
# cron: environment lines changed (TZ kept first), a special schedule in sync, a job moved to another
# user's crontab, a job without command, a user that does not exist
cron { 'envjob':
  command     => '/bin/env-job',
  user        => 'root',
  environment => ['B=2', 'C=3'],
  minute      => 1,
  hour        => 2,
  monthday    => 3,
  month       => 'apr',
  weekday     => 'Friday',
}
cron { 'hourly':
  command => '/bin/hourly',
  user    => 'root',
  special => 'hourly',
}
cron { 'movejob':
  command => '/bin/move',
  user    => 'nobody',
  target  => 'root',
  minute  => 0,
}
cron { 'nocommand':
  user   => 'root',
  minute => 5,
}
cron { 'ghostuser':
  command => '/bin/x',
  user    => 'nosuchuserpp',
  minute  => 1,
}
