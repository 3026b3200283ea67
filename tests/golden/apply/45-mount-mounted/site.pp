mount { '/mnt/m':
  ensure  => mounted,
  device  => 'tmpfs',
  fstype  => 'tmpfs',
  options => 'size=2m',
  target  => "__T__/fstab",
}
mount { '/mnt/was':
  ensure  => mounted,
  device  => '/dev/x',
  fstype  => 'ext4',
  options => 'ro',
  target  => "__T__/fstab",
}
mount { '/mnt/ghost':
  ensure => unmounted,
  device => 'tmpfs',
  fstype => 'tmpfs',
  target => "__T__/fstab",
}
file { "__T__/trigger":
  content => 'x',
  notify  => [Mount['/mnt/m'], Mount['/mnt/ghost']],
}
